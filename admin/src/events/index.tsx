import type { ScreenExtras } from '../content/resource-screens';
import { AddSubEventButton } from './AddSubEventButton';

export const eventExtras: ScreenExtras = { list: { rowActions: <AddSubEventButton /> } };
