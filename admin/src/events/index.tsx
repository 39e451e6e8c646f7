import type { ScreenExtras } from '../content/resourceScreens';
import { AddSubEventButton } from './AddSubEventButton';

export const eventExtras: ScreenExtras = { list: { rowActions: <AddSubEventButton /> } };
