import { describe, expect, it } from 'vitest';
import { fileUrl, slider, subEvent, team, type SiteData } from '@club/model';
import { somePicture } from '../../src/smoke/api-checks.js';

describe('the picture the smoke check opens', () => {
  it("is the first picture the site's content names", () => {
    const data: SiteData = {
      team: [
        { id: '1', name: 'No photo yet', image: '' },
        { id: '2', name: 'Nusrat', image: 'nusrat.webp' },
      ],
      slider: [{ id: '3', image: 'slide.webp' }],
    };
    expect(somePicture(data)).toEqual({
      path: fileUrl(team, 'nusrat.webp'),
      whose: "a team member's image",
    });
  });

  it('is never a video', () => {
    const race = { id: '1', imageOrVideo: 'robot-race.mp4', demoPicture: '' };
    const slide = { id: '2', image: 'slide.webp' };
    expect(somePicture({ 'sub-event': [race], slider: [slide] })?.path).toBe(
      fileUrl(slider, 'slide.webp'),
    );
    expect(
      somePicture({ 'sub-event': [{ ...race, demoPicture: 'demo.webp' }], slider: [slide] }),
    ).toEqual({ path: fileUrl(subEvent, 'demo.webp'), whose: "a sub-event's demoPicture" });
  });

  it('is none while the site has no picture', () => {
    expect(somePicture({ team: [{ id: '1', image: '' }] })).toBeUndefined();
    expect(somePicture({})).toBeUndefined();
  });
});
