import { use as compatUse, createContext, createElement, render, useEffect, useState } from 'preact/compat';
import { act } from 'preact/test-utils';
import { renderToString } from 'preact-render-to-string';
import { afterEach, describe, expect, it } from 'vitest';
import { Activity, use, useDeferredValue, useOptimistic } from './react-on-preact.js';

const Theme = createContext('light');
const ShowTheme = () => createElement('p', null, `theme: ${use(Theme)}`);
const withTheme = (value: string) => createElement(Theme.Provider, { value }, createElement(ShowTheme, {}));

let container: HTMLElement | undefined;
afterEach(() => {
  if (!container) return;
  render(null, container);
  container.remove();
  container = undefined;
});
function mount(element: Parameters<typeof render>[0]) {
  const root = document.createElement('div');
  document.body.append(root);
  container = root;
  act(() => {
    render(element, root);
  });
  return root;
}

describe('react on preact', () => {
  it("reads a context with use when pre-rendered to a string, where the layer's own use fails", () => {
    expect(renderToString(withTheme('dark'))).toBe('<p>theme: dark</p>');
    // When this starts to pass, preact-render-to-string has caught up and `use` can be the layer's.
    const WithLayerUse = () => createElement('p', null, `theme: ${compatUse(Theme)}`);
    expect(() =>
      renderToString(createElement(Theme.Provider, { value: 'dark' }, createElement(WithLayerUse, {}))),
    ).toThrow(TypeError);
  });

  it('reads a context with use in the browser and follows its changes', () => {
    let setTheme: (theme: string) => void = () => {};
    const App = () => {
      const [theme, set] = useState('light');
      setTheme = set;
      return withTheme(theme);
    };
    const root = mount(createElement(App, {}));
    expect(root.textContent).toBe('theme: light');
    act(() => setTheme('dark'));
    expect(root.textContent).toBe('theme: dark');
  });

  it("runs a commit's effects before the next key or press reaches the page, as React does", () => {
    const seen: string[] = [];
    const PreparesInAnEffect = () => {
      useEffect(() => {
        seen.push('effect');
      }, []);
      return createElement('input', { 'aria-label': 'field', onKeyDown: () => seen.push('key') });
    };
    const root = document.createElement('div');
    document.body.append(root);
    container = root;
    // Without act: the effect waits for the layer's own next task.
    render(createElement(PreparesInAnEffect, {}), root);
    expect(seen).toEqual([]);
    root.querySelector('input')?.dispatchEvent(new KeyboardEvent('keydown', { bubbles: true }));
    expect(seen).toEqual(['effect', 'key']);
    // Run once: the layer's own task, and a press after the key, find nothing left to run.
    root.querySelector('input')?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(seen).toEqual(['effect', 'key']);
  });

  it('keeps a hidden Activity mounted, out of the layout, with its state', () => {
    let count = 0;
    let show: (visible: boolean) => void = () => {};
    const Counter = () => {
      const [value] = useState(() => ++count);
      return createElement('span', null, `mounted ${value}`);
    };
    const App = () => {
      const [visible, setVisible] = useState(true);
      show = setVisible;
      return createElement(Activity, { mode: visible ? 'visible' : 'hidden' }, createElement(Counter, {}));
    };
    const root = mount(createElement(App, {}));
    const wrapper = root.firstElementChild as HTMLElement;
    expect(wrapper.style.display).toBe('contents');
    act(() => show(false));
    expect(wrapper.style.display).toBe('none');
    act(() => show(true));
    expect(root.textContent).toBe('mounted 1');
  });

  it("runs a commit's effects in the next task, not after the next frame", async () => {
    const ran: string[] = [];
    const App = () => {
      useEffect(() => {
        ran.push('effect');
      }, []);
      return null;
    };
    container = document.createElement('div');
    document.body.append(container);
    // Not in act(), which would run the effects itself.
    render(createElement(App, {}), container);
    expect(ran).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ran).toEqual(['effect']);
  });

  it('gives back the state as its optimistic state', () => {
    let seen: unknown;
    const App = () => {
      [seen] = useOptimistic('settled');
      return null;
    };
    mount(createElement(App, {}));
    expect(seen).toBe('settled');
  });

  it('draws a changed deferred value with the previous one first, then the new one in a task of its own', async () => {
    let setValue: (value: string) => void = () => {};
    const drawn: string[] = [];
    const App = () => {
      const [value, set] = useState('first');
      setValue = set;
      const deferred = useDeferredValue(value);
      drawn.push(`${value}/${deferred}`);
      return createElement('p', null, deferred);
    };
    const root = mount(createElement(App, {}));
    expect(root.textContent).toBe('first');
    act(() => setValue('second'));
    expect(root.textContent).toBe('first');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(root.textContent).toBe('second');
    expect(drawn).toEqual(['first/first', 'second/first', 'second/second']);
  });

  it('renders once more, not endlessly, for a deferred value made afresh by every render', async () => {
    let renders = 0;
    let rerender: () => void = () => {};
    const App = () => {
      const [, set] = useState(0);
      rerender = () => set((n) => n + 1);
      renders += 1;
      const deferred = useDeferredValue([renders]);
      return createElement('p', null, String(deferred[0]));
    };
    const root = mount(createElement(App, {}));
    expect(root.textContent).toBe('1');
    act(() => rerender());
    for (let task = 0; task < 10; task++) await new Promise((resolve) => setTimeout(resolve, 0));
    // The change's render (2) and the deferred catch-up (3); then nothing until the next change.
    expect(renders).toBe(3);
    expect(root.textContent).toBe('3');
  });
});
