import { certificateAddress } from '@club/model';
import { describe, expect, it } from 'vitest';
import { codeFileName, publicSiteAddress } from './public-address';

describe('the address a certificate QR code encodes', () => {
  it('is <base>/show/<url-encoded code>, for any script and punctuation', () => {
    const code = 'তাসনিম রহমান_Robo Carnival 2025_JU/CSE_Runner-up #1_2025';
    const address = certificateAddress(code, 'https://club.example.org/');
    expect(address).toBe(
      'https://club.example.org/show/' +
        '%E0%A6%A4%E0%A6%BE%E0%A6%B8%E0%A6%A8%E0%A6%BF%E0%A6%AE%20%E0%A6%B0%E0%A6%B9%E0%A6%AE%E0%A6%BE%E0%A6%A8' +
        '_Robo%20Carnival%202025_JU%2FCSE_Runner-up%20%231_2025',
    );
    // The public page reads the code back from the path unchanged.
    expect(decodeURIComponent(new URL(address).pathname.slice('/show/'.length))).toBe(code);
  });
});

describe("the site's public address", () => {
  const answering = (...answers: Response[]) => {
    const asked: string[] = [];
    const load = (async (path: string) => {
      asked.push(path);
      return answers.shift()!;
    }) as typeof fetch;
    return { load, asked };
  };

  it("is the API's, never the host the console is open at, and is asked once", async () => {
    const { load, asked } = answering(Response.json({ address: 'https://club.example.org/' }));
    expect(await publicSiteAddress(load)).toBe('https://club.example.org');
    expect(await publicSiteAddress(load)).toBe('https://club.example.org');
    expect(asked).toEqual(['/api/v1/site-address']);
  });
});

describe("the site's public address, when the API cannot say", () => {
  it('draws no code from a guess, and asks again next time', async () => {
    const answers = [
      Response.json({ message: 'not set' }, { status: 404 }),
      Response.json({ address: 'http://localhost:3998' }),
    ];
    const load = (async () => answers.shift()!) as typeof fetch;
    await expect(publicSiteAddress(load)).rejects.toThrow(
      "The site's public address could not be read. Please try again.",
    );
    expect(await publicSiteAddress(load)).toBe('http://localhost:3998');
  });
});

describe('codeFileName', () => {
  it('keeps the code and replaces what file systems refuse', () => {
    expect(codeFileName('Ayesha Siddiqua_Robo Carnival 2025_DIU_Champion_2025', 'png')).toBe(
      'Ayesha Siddiqua_Robo Carnival 2025_DIU_Champion_2025.png',
    );
    expect(codeFileName('A_B/C_D:E_1st?_2025', 'png')).toBe('A_B-C_D-E_1st-_2025.png');
  });
});
