import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { DeletedList } from './DeletedList';

export { HistoryPanel } from './HistoryPanel';
export { DELETED_TITLE } from './DeletedList';

/** "Recently deleted" as a `<Resource>`: a list, and Restore in each row. */
export const deletedScreens = { list: DeletedList, icon: RestoreFromTrashIcon };
