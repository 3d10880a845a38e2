import { AppError } from '#app/lib/app-error.ts';

/** What a refused service call answered: its status and Italian message (it must refuse). */
export async function failure(promise: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return { status: error.status, message: error.message };
    throw error;
  }
  throw new Error('expected a failure');
}
