import { describe, expect, it } from 'vitest';
import { loadOnUse } from './load-on-use';

describe('loadOnUse', () => {
  it('imports the module once, however often it is asked for', async () => {
    let imports = 0;
    const load = loadOnUse(async () => {
      imports += 1;
      return { BioBody: 'schema' };
    });
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(second).toBe(first);
    expect(imports).toBe(1);
  });

  it('tries a failed import again on the next use', async () => {
    let imports = 0;
    const load = loadOnUse(async () => {
      imports += 1;
      if (imports === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return 'module';
    });
    await expect(load()).rejects.toThrow('Failed to fetch');
    await expect(load()).resolves.toBe('module');
    await expect(load()).resolves.toBe('module');
    expect(imports).toBe(2);
  });
});
