/**
 * Paths of the old console (spec §2, below /admin) and where each screen lives now, so old
 * bookmarks and links land on the right screen. `:id` is carried over.
 */
export const legacyPaths: readonly (readonly [from: string, to: string])[] = [
  ['/adminDRC', '/'],
  ['/team/addteam', '/team/create'],
  ['/team/editteam', '/team'],
  ['/team/editteam/:id', '/team/:id'],
  ['/achive/addachive', '/achievement/create'],
  ['/advertisement/add', '/advertisement/create'],
  ['/advertisement/edit/:id', '/advertisement/:id'],
  ['/advisorforevent/addadvisor', '/advisor/create'],
  ['/certificate/addcertificate', '/certificate/create'],
  ['/event/addevent', '/event/create'],
  ['/event/subevent', '/sub-event/create'],
  ['/event/editteam/:id', '/event/:id'],
  ['/countdown/addcountdown', '/counter/create'],
  ['/about/addAbout', '/about/create'],
  ['/testimonial/addtestimonial', '/testimonial/create'],
  ['/service/addservice', '/service/create'],
  ['/upperheader/addupperheader', '/upper-header/create'],
  ['/footer/addfooter', '/footer/create'],
  ['/slide/addslide', '/slider/create'],
];

/** The new path for a legacy one, with its `:id` filled in. */
export const legacyTarget = (to: string, id?: string) =>
  id === undefined ? to : to.replace(':id', encodeURIComponent(id));
