import { options, type VNode } from 'preact';
import { hydrate, render, useState } from 'preact/compat';
import { renderToString } from 'preact-render-to-string';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AfterFirstPass, HydrationSlice, hydrateInSlices } from './hydration-slices';

// The app ships on Preact (vite.config.ts), whose hydration this module slices: these tests run it
// there, not on the React the other web tests use.
vi.mock('react', () => import('preact/compat'));
vi.mock('react/jsx-runtime', () => import('preact/compat/jsx-runtime'));
vi.mock('react/jsx-dev-runtime', () => import('preact/compat/jsx-dev-runtime'));

const pressed: string[] = [];
const press = (name: string) => () => pressed.push(name);

function Page() {
  return (
    <main>
      <button type="button" onClick={press('hero')}>
        Hero
      </button>
      <HydrationSlice>
        <section>
          <button type="button" onClick={press('why')}>
            Why
          </button>
        </section>
      </HydrationSlice>
      <HydrationSlice>
        <section>
          <button type="button" onClick={press('how')}>
            How
          </button>
        </section>
      </HydrationSlice>
    </main>
  );
}

let container: HTMLElement;
afterEach(() => {
  render(null, container);
  container.remove();
  pressed.length = 0;
});

/** The page as the build pre-renders it, on the document. */
function prerendered(page: VNode = <Page />) {
  container = document.createElement('div');
  container.innerHTML = renderToString(page);
  document.body.append(container);
  return container;
}

const button = (name: string) =>
  [...container.querySelectorAll('button')].find((element) => element.textContent === name)!;

describe('hydrateInSlices', () => {
  it("hydrates the page's first pass at once and each slice after it, keeping the pre-rendered markup", async () => {
    prerendered();
    const markup = container.innerHTML;
    const sections = [...container.querySelectorAll('section')];

    const slicesHydrated = hydrateInSlices(() => hydrate(<Page />, container));
    button('Hero').click();
    button('Why').click();
    expect(pressed).toEqual(['hero']);
    expect(container.innerHTML).toBe(markup);

    await slicesHydrated;
    button('Why').click();
    button('How').click();
    expect(pressed).toEqual(['hero', 'why', 'how']);
    // Hydrated where they stood, not drawn again.
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    expect(sections.every((section) => section.isConnected)).toBe(true);
    expect(container.innerHTML).toBe(markup);
  });

  it('hydrates the slices in tasks of their own, one after the other', async () => {
    prerendered();
    const slicesHydrated = hydrateInSlices(() => hydrate(<Page />, container));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    button('Why').click();
    button('How').click();
    expect(pressed).toEqual(['why']);
    await slicesHydrated;
  });

  it('keeps each slice to its own turn when the page above it renders again before then', async () => {
    prerendered();
    const markup = container.innerHTML;
    const sections = [...container.querySelectorAll('section')];
    let renderPageAgain = () => {};
    function PageThatRendersAgain() {
      const [, setRenders] = useState(0);
      renderPageAgain = () => setRenders((renders) => renders + 1);
      return <Page />;
    }

    const slicesHydrated = hydrateInSlices(() => hydrate(<PageThatRendersAgain />, container));
    // An effect of the first pass that sets state high in the tree (a store, a query) does this.
    renderPageAgain();
    await Promise.resolve();
    button('Why').click();
    expect(pressed).toEqual([]);
    expect(container.innerHTML).toBe(markup);

    // The first slice's turn was set up by now (a microtask of the hydration): it comes first.
    await new Promise((resolve) => setTimeout(resolve, 0));
    button('Why').click();
    button('How').click();
    expect(pressed).toEqual(['why']);

    await slicesHydrated;
    button('How').click();
    expect(pressed).toEqual(['why', 'how']);
    expect([...container.querySelectorAll('section')]).toEqual(sections);
    expect(sections.every((section) => section.isConnected)).toBe(true);
    expect(container.innerHTML).toBe(markup);
  });

  it('hydrates a slice inside a slice in a task after its own, keeping the markup', async () => {
    function NestedPage() {
      return (
        <main>
          <HydrationSlice>
            <article>
              <button type="button" onClick={press('outer')}>
                Outer
              </button>
              <HydrationSlice>
                <section>
                  <button type="button" onClick={press('inner')}>
                    Inner
                  </button>
                </section>
              </HydrationSlice>
            </article>
          </HydrationSlice>
        </main>
      );
    }
    prerendered(<NestedPage />);
    const markup = container.innerHTML;
    const section = container.querySelector('section');

    const slicesHydrated = hydrateInSlices(() => hydrate(<NestedPage />, container));
    await new Promise((resolve) => setTimeout(resolve, 0));
    await new Promise((resolve) => setTimeout(resolve, 0));
    button('Outer').click();
    button('Inner').click();
    expect(pressed).toEqual(['outer']);
    expect(container.innerHTML).toBe(markup);

    // Resolves only once the inner slice, whose turn was taken after the first pass, has hydrated.
    await slicesHydrated;
    button('Inner').click();
    expect(pressed).toEqual(['outer', 'inner']);
    expect(container.querySelector('section')).toBe(section);
    expect(container.innerHTML).toBe(markup);
  });

  it('renders a slice at once outside a sliced hydration', () => {
    container = document.createElement('div');
    document.body.append(container);
    render(<Page />, container);
    button('Why').click();
    expect(pressed).toEqual(['why']);
  });
});

/** A page whose dialog host draws nothing on the server, as a dialog opens in a portal. */
function PageWithDialog({ isOpen }: { isOpen: boolean }) {
  return (
    <main>
      <button type="button" onClick={press('hero')}>
        Hero
      </button>
      <AfterFirstPass>{isOpen && <dialog open>Welcome</dialog>}</AfterFirstPass>
    </main>
  );
}

describe('AfterFirstPass', () => {
  // Effects in the next task, as the app's layer runs them (build/react-on-preact.js): Preact's own
  // frame-and-timeout scheduling would leave a timer behind the test.
  const frame = options.requestAnimationFrame;
  beforeAll(() => {
    options.requestAnimationFrame = (flushEffects) => void setTimeout(flushEffects);
  });
  afterAll(() => {
    options.requestAnimationFrame = frame;
  });

  it('joins a sliced hydration after its first pass, leaving the pre-rendered markup as it was', async () => {
    prerendered(<PageWithDialog isOpen={false} />);
    const markup = container.innerHTML;

    const slicesHydrated = hydrateInSlices(() => hydrate(<PageWithDialog isOpen />, container));
    expect(container.querySelector('dialog')).toBeNull();
    expect(container.innerHTML).toBe(markup);

    await slicesHydrated;
    await vi.waitFor(() => expect(container.querySelector('dialog')?.textContent).toBe('Welcome'));
    button('Hero').click();
    expect(pressed).toEqual(['hero']);
  });

  it('renders its children at once outside a sliced hydration', () => {
    container = document.createElement('div');
    document.body.append(container);
    render(<PageWithDialog isOpen />, container);
    expect(container.querySelector('dialog')?.textContent).toBe('Welcome');
  });
});
