import { describe, expect, it } from '@jest/globals';
import { fillPlaceholders } from './placeholders.js';

describe('fillPlaceholders', () => {
  it('fills names and dotted paths, strings as they are and anything else as JSON', () => {
    const filled = fillPlaceholders(
      '{{name}} has {{ order.count }} orders: {{order.items}} {{ok}}',
      {
        name: 'Ada',
        order: { count: 2, items: ['a', 'b'] },
        ok: null,
      },
    );
    expect(filled).toEqual({ ok: true, text: 'Ada has 2 orders: ["a","b"] null' });
  });

  it('names each placeholder without a value once, including paths through non-objects', () => {
    const filled = fillPlaceholders('{{a}} {{a}} {{b.c}} {{s.length}} {{__proto__}}', {
      b: {},
      s: 'text',
    });
    expect(filled).toEqual({ ok: false, missing: ['a', 'b.c', 's.length', '__proto__'] });
  });

  it('leaves text that only looks like a placeholder alone', () => {
    expect(fillPlaceholders('{ {x} } {{}} {{1x}} {x}', {})).toEqual({
      ok: true,
      text: '{ {x} } {{}} {{1x}} {x}',
    });
  });
});
