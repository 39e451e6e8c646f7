import type { ResourceDefinition } from '@club/model';
import { renderDemoPicture, type DemoPicture } from './demo-images.js';
import { renderDemoVideo } from './demo-video.js';

/** A demo file: a picture drawn from shapes, or a short clip of the demo robot. */
export type DemoFile = DemoPicture | { kind: 'video'; hue: number };

/** One demo record: its text fields and, for file fields, the file to make. */
export interface DemoEntry {
  resource: ResourceDefinition;
  fields: Record<string, unknown>;
  files?: Record<string, DemoFile>;
}

/** The file as a person would upload it: a name and its bytes. */
export const renderDemoFile = async (field: string, file: DemoFile) =>
  file.kind === 'video'
    ? { name: `${field}.webm`, bytes: await renderDemoVideo({ hue: file.hue }) }
    : { name: `${field}.png`, bytes: await renderDemoPicture(file) };
