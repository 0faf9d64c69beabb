import { expect } from 'vitest';
import { ContentError } from '../../../src/lib/errors/french-errors';

/** The French message of the ContentError `run` throws; fails the test when `run` accepts. */
export const errorOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ContentError);
    return (error as Error).message;
  }
  throw new Error('accepted');
};
