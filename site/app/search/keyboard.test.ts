import { describe, expect, it } from 'vitest';
import { appendToQuery, keyAction, type KeyInput } from './keyboard.ts';

const key = (value: string, extra: Partial<KeyInput> = {}): KeyInput => ({ key: value, ctrlKey: false, metaKey: false, altKey: false, target: { tagName: 'BODY' }, onSearchButton: false, ...extra });

describe('keyAction', () => {
  it('toggles with Ctrl+K and Cmd+K, wherever the focus is', () => {
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }]) {
      expect(keyAction(key('k', modifier), false)).toEqual({ type: 'open' });
      expect(keyAction(key('K', { ...modifier, target: { tagName: 'INPUT' } }), false)).toEqual({ type: 'open' });
      expect(keyAction(key('k', modifier), true)).toEqual({ type: 'close' });
    }
    expect(keyAction(key('k'), false)).toBeUndefined();
    expect(keyAction(key('k', { ctrlKey: true, altKey: true }), false)).toBeUndefined();
  });

  it("opens on '/' outside fields only, and not when already open", () => {
    expect(keyAction(key('/'), false)).toEqual({ type: 'open' });
    for (const target of [{ tagName: 'INPUT' }, { tagName: 'TEXTAREA' }, { tagName: 'SELECT' }, { tagName: 'DIV', isContentEditable: true }]) {
      expect(keyAction(key('/', { target }), false)).toBeUndefined();
    }
    expect(keyAction(key('/'), true)).toBeUndefined();
  });

  it('closes on Escape when open', () => {
    expect(keyAction(key('Escape'), true)).toEqual({ type: 'close' });
    expect(keyAction(key('Escape'), false)).toBeUndefined();
  });

  it('types a letter or digit pressed on the search button, also while the box is on its way', () => {
    expect(keyAction(key('p', { onSearchButton: true }), false)).toEqual({ type: 'type', text: 'p' });
    expect(keyAction(key('7', { onSearchButton: true }), true)).toEqual({ type: 'type', text: '7' });
    expect(keyAction(key('p'), false)).toBeUndefined();
    expect(keyAction(key('Enter', { onSearchButton: true }), false)).toBeUndefined();
    expect(keyAction(key(' ', { onSearchButton: true }), false)).toBeUndefined();
    expect(keyAction(key('c', { onSearchButton: true, ctrlKey: true }), false)).toBeUndefined();
  });
});

describe('appendToQuery', () => {
  it('keeps at most 64 characters', () => {
    expect(appendToQuery('ab', 'c')).toBe('abc');
    expect(appendToQuery('x'.repeat(64), 'y')).toBe('x'.repeat(64));
  });
});
