/** The club's name as the site, its page titles and the mails to the club show it. */
export const CLUB_NAME = 'DIU Robotics Club';
