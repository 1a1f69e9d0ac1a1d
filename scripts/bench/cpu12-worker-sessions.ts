// DevTools sessions of a page's ingest workers, reached through the page's own CDP session with
// Target.sendMessageToTarget (not flattened: Playwright keeps the flat sessions for itself). Used
// by worker-profile.ts and the cpu12 tools.
import type { CDPSession } from 'playwright-core';

export interface WorkerSessions {
  /** The ingest workers attached so far (also those started later), by session id. */
  ids: string[];
  /** Sends a DevTools command to one worker and resolves with its result (or error). */
  send(sessionId: string, method: string, params?: object): Promise<unknown>;
}

/** Attaches to every ingest worker of the page; `onAttach` runs for each as it is seen. */
export async function ingestWorkerSessions(
  cdp: CDPSession,
  onAttach?: (sessionId: string, send: WorkerSessions['send']) => void,
): Promise<WorkerSessions> {
  let nextId = 1;
  const pending = new Map<number, (result: unknown) => void>();
  const ids: string[] = [];
  cdp.on('Target.receivedMessageFromTarget', (e: { sessionId: string; message: string }) => {
    const msg = JSON.parse(e.message) as { id?: number; result?: unknown; error?: unknown };
    if (msg.id !== undefined) pending.get(msg.id)?.(msg.result ?? msg.error);
  });
  const send = (sessionId: string, method: string, params: object = {}) =>
    new Promise<unknown>((done) => {
      const id = nextId++;
      pending.set(id, done);
      void cdp.send('Target.sendMessageToTarget', {
        sessionId,
        message: JSON.stringify({ id, method, params }),
      });
    });
  cdp.on('Target.attachedToTarget', (e: { sessionId: string; targetInfo: { type: string; url: string } }) => {
    if (e.targetInfo.type !== 'worker' || !e.targetInfo.url.includes('ingest')) return;
    ids.push(e.sessionId);
    onAttach?.(e.sessionId, send);
  });
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: false, flatten: false });
  return { ids, send };
}
