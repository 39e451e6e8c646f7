import { event, service } from '@club/model';
import { describe, expect, it } from 'vitest';
import { bulkDeleteQuestion, deleteEach } from './bulk-delete';

describe('bulkDeleteQuestion', () => {
  it('says how many, of what and which, and that each can come back', () => {
    expect(bulkDeleteQuestion(service, 2, ['Repairs', 'Training'])).toEqual({
      title: 'Delete 2 services?',
      content:
        '"Repairs" and "Training": these services and their files are removed from the website. For 30 days each can be brought back from Recently deleted.',
    });
    expect(bulkDeleteQuestion(event, 1, ['Robo Fest']).content).toBe(
      '"Robo Fest": the event and its files are removed from the website. For 30 days it can be brought back from Recently deleted.',
    );
    // Ticked on other pages too: the names on screen, and how many more.
    expect(bulkDeleteQuestion(service, 5, ['A', 'B', 'C', 'D']).content).toMatch(
      /^"A", "B", "C" and 2 others: these services/,
    );
  });
});

describe('deleteEach', () => {
  it('goes on past a record the server refuses, keeping its reason', async () => {
    const outcome = await deleteEach(
      ['a', 'b', 'c'],
      async (id) => {
        if (id === 'b') throw new Error('The event still has the sub-event Maze.');
      },
      (error) => (error as Error).message,
    );
    expect(outcome).toEqual({
      deleted: ['a', 'c'],
      failed: [{ id: 'b', reason: 'The event still has the sub-event Maze.' }],
    });
  });
});
