import type { SvgIconComponent } from '@mui/icons-material';
import ArticleIcon from '@mui/icons-material/Article';
import CallToActionIcon from '@mui/icons-material/CallToAction';
import CampaignIcon from '@mui/icons-material/Campaign';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EventIcon from '@mui/icons-material/Event';
import EventNoteIcon from '@mui/icons-material/EventNote';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import GroupsIcon from '@mui/icons-material/Groups';
import InfoIcon from '@mui/icons-material/Info';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import NumbersIcon from '@mui/icons-material/Numbers';
import SupervisorAccountIcon from '@mui/icons-material/SupervisorAccount';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import ViewHeadlineIcon from '@mui/icons-material/ViewHeadline';
import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';

// The one piece of presentation the model does not carry: a menu icon per resource name.
const icons: Record<string, SvgIconComponent> = {
  'upper-header': ViewHeadlineIcon,
  team: GroupsIcon,
  achievement: EmojiEventsIcon,
  certificate: WorkspacePremiumIcon,
  event: EventIcon,
  'sub-event': EventNoteIcon,
  advisor: SupervisorAccountIcon,
  counter: NumbersIcon,
  about: InfoIcon,
  testimonial: FormatQuoteIcon,
  service: MiscellaneousServicesIcon,
  footer: CallToActionIcon,
  slider: ViewCarouselIcon,
  advertisement: CampaignIcon,
};

/** A resource added to the model later still gets a menu entry, with a generic icon. */
export const iconFor = (resourceName: string): SvgIconComponent =>
  icons[resourceName] ?? ArticleIcon;
