/**
 * Answers a MongoDB server gives and the test server (FerretDB 1.x) cannot: a driver collection
 * whose calls of one method are answered by the test first, with the error the driver would
 * throw for the server's reply (a MongoServerError with `code`, `codeName`, `keyPattern`,
 * `keyValue`, or a bulk write's `writeErrors`), or passed on to the server.
 */
import { mongo } from 'mongoose';

/** The error the driver throws for a server's error reply. */
export function serverError(reply: {
  code: number;
  codeName: string;
  errmsg: string;
  keyPattern?: Record<string, number>;
  keyValue?: Record<string, unknown>;
}): mongo.MongoServerError {
  return new mongo.MongoServerError({ ok: 0, ...reply });
}

/**
 * The error the driver throws for a bulk write whose one write failed with `writeError` (the
 * server's document; the driver keeps it as the WriteError's `err`).
 */
export function bulkWriteError(writeError: {
  code: number;
  errmsg: string;
  keyPattern?: Record<string, number>;
  keyValue?: Record<string, unknown>;
}): mongo.MongoBulkWriteError {
  // The driver's WriteError (not exported): the server's document as `err`, its code read from it.
  const err = { index: 0, ...writeError };
  const writeErrors = [
    { err, code: err.code, index: 0, errmsg: err.errmsg },
  ] as unknown as mongo.WriteError[];
  // No write succeeded: the result's counts are all 0.
  const result = { insertedCount: 0, matchedCount: 0 } as unknown as mongo.BulkWriteResult;
  return new mongo.MongoBulkWriteError(
    { message: writeError.errmsg, code: writeError.code, writeErrors },
    result,
  );
}

export interface Call {
  /** The call's arguments. */
  args: unknown[];
  /** 1 for the first call of the method, 2 for the second... */
  n: number;
  /** The collection itself, to make another process's change before answering. */
  real: mongo.Collection<mongo.Document>;
}

/** What the test answers a call with: an error to throw, a reply, or nothing (the server answers). */
export type Answer = Error | { reply: unknown } | undefined;

/**
 * `native`, with every call of `method` first given to `answer`: an error it returns is thrown
 * and a `reply` returned as the server's answer (the server never sees the call); `undefined`
 * passes the call on.
 */
export function answering<T extends mongo.Document>(
  native: mongo.Collection<T>,
  method: keyof mongo.Collection<T>,
  answer: (call: Call) => Promise<Answer> | Answer,
): mongo.Collection<T> & { calls: number } {
  let calls = 0;
  const real = native as unknown as mongo.Collection<mongo.Document>;
  return new Proxy(native, {
    get(target, property, receiver) {
      if (property === 'calls') return calls;
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== method || typeof value !== 'function') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return async (...args: unknown[]) => {
        calls += 1;
        const given = await answer({ args, n: calls, real });
        if (given instanceof Error) throw given;
        if (given) return given.reply;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  }) as mongo.Collection<T> & { calls: number };
}
