import { describe, expect, it } from 'vitest';
import { certificateAddress, codeFileName, publicSiteBase } from './public-address';

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

  it('takes the configured base, else the origin the console is served from', () => {
    expect(publicSiteBase('https://club.example.org//', 'http://localhost:3000')).toBe(
      'https://club.example.org',
    );
    expect(publicSiteBase('', 'http://localhost:3000')).toBe('http://localhost:3000');
    expect(publicSiteBase(undefined, 'http://127.0.0.1:4123')).toBe('http://127.0.0.1:4123');
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
