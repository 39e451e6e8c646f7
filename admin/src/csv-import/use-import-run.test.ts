import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { failureReason } from './use-import-run';
import { ZipProblem } from './zip-directory';

describe('failureReason', () => {
  it("gives a refused row the server's own words, or says the connection failed", () => {
    const invalid = new HttpError('Bad Request', 400, {
      message: 'Please check the fields.',
      errors: { title: 'Title is too long (at most 200 characters).', icon: 'Icon is required.' },
    });
    expect(failureReason(invalid)).toBe(
      'Title is too long (at most 200 characters). Icon is required.',
    );
    const conflict = new HttpError('Conflict', 409, {
      message: "The event 'Robo Fest' still has the sub-event 'Maze'.",
    });
    expect(failureReason(conflict)).toBe("The event 'Robo Fest' still has the sub-event 'Maze'.");
    expect(failureReason(new TypeError('Failed to fetch'))).toBe(
      'Not saved: the connection to the server failed. Please try again.',
    );
  });

  it('says why a file could not be taken from the ZIP, in the words of the ZIP check', () => {
    const problem = new ZipProblem("'rima.png' could not be read from team.zip again.");
    expect(failureReason(problem)).toBe("'rima.png' could not be read from team.zip again.");
  });
});
