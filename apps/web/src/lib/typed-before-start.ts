/**
 * What a user typed into a pre-rendered page before the app started, when the app then draws the
 * page afresh (a signed-in frame, main.tsx): the fresh markup would otherwise drop it unseen. Text
 * fields only, by their `name`; a form takes them over once and focuses where the user was.
 */
interface TypedBeforeStart {
  path: string;
  values: Map<string, string>;
  focused: string | null;
}

let kept: TypedBeforeStart | null = null;

export function keepTypedBeforeStart(container: HTMLElement) {
  const values = new Map<string, string>();
  for (const field of container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'input[name]:not([type=checkbox]):not([type=radio]):not([type=hidden]), textarea[name]',
  ))
    if (field.value !== field.defaultValue) values.set(field.name, field.value);
  const active = document.activeElement as HTMLInputElement | null;
  const focused = active && container.contains(active) && active.name ? active.name : null;
  kept = values.size > 0 || focused ? { path: window.location.pathname, values, focused } : null;
}

/** The values typed on this page before the app started (each handed over once), and where the caret was. */
export function takeTypedBeforeStart(): { values: Map<string, string>; focused: string | null } | null {
  const taken = kept && kept.path === window.location.pathname ? kept : null;
  kept = null;
  return taken;
}
