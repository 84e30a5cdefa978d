import { afterEach, describe, expect, it } from 'vitest';
import { keepTypedBeforeStart, takeTypedBeforeStart } from './typed-before-start';

function frame(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('what was typed into a pre-rendered page before the app started', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    takeTypedBeforeStart();
  });

  it('is kept by field name with the focused field, and handed over once', () => {
    const container = frame(
      '<input name="patientName"><textarea name="notes"></textarea><input name="untouched" value="as drawn"><input type="checkbox" name="agree">',
    );
    const name = container.querySelector<HTMLInputElement>('[name=patientName]')!;
    name.value = 'Ava Stone';
    container.querySelector<HTMLTextAreaElement>('[name=notes]')!.value = 'Call after 5';
    container.querySelector<HTMLInputElement>('[name=agree]')!.checked = true;
    name.focus();
    keepTypedBeforeStart(container);
    expect(takeTypedBeforeStart()).toMatchObject({
      values: new Map([
        ['patientName', 'Ava Stone'],
        ['notes', 'Call after 5'],
      ]),
      focused: 'patientName',
    });
    expect(takeTypedBeforeStart()).toBeNull();
  });

  it('is nothing when nothing was typed', () => {
    keepTypedBeforeStart(frame('<input name="patientName">'));
    expect(takeTypedBeforeStart()).toBeNull();
  });

  it('is not handed to another page', () => {
    const container = frame('<input name="patientName">');
    container.querySelector<HTMLInputElement>('input')!.value = 'Ava';
    keepTypedBeforeStart(container);
    window.history.pushState(null, '', '/elsewhere');
    expect(takeTypedBeforeStart()).toBeNull();
    window.history.pushState(null, '', '/');
  });
});
