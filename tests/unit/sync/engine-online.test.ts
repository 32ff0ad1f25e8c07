import { describe, expect, it } from 'vitest';
import { seedRows, setupEngine } from './support/engine-setup';

describe("the sync status's online, from the start", () => {
  it('says offline on a device that says it has no network, before any attempt, and online once a sync goes through', async () => {
    const { engine, serve } = setupEngine({ online: false });
    serve(seedRows().firstPage);
    expect(engine.getStatus().online).toBe(false);
    await engine.start();
    await engine.syncNow();
    expect(engine.getStatus().online).toBe(true);
    engine.stop();
  });

  it('says online on a device that says it has a network', () => {
    const { engine } = setupEngine({ online: true });
    expect(engine.getStatus().online).toBe(true);
  });
});
