import type { ResourceDefinition } from '@club/model';
import type { DemoPicture } from './demo-images.js';

/** One demo record: its text fields and, for file fields, the picture to draw. */
export interface DemoEntry {
  resource: ResourceDefinition;
  fields: Record<string, unknown>;
  pictures?: Record<string, DemoPicture>;
}
