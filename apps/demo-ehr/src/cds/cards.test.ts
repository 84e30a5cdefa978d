import { describe, expect, it } from 'vitest';
import { readServiceAnswer } from './cards';

// Shapes from CDS Hooks 2.0 "CDS Service Response" and its example response.
const card = {
  uuid: '4e0a3a1e-3283-4575-ab82-028d55fe2719',
  summary: 'Example Card',
  indicator: 'info',
  detail: 'This is an example card.',
  source: { label: 'Static CDS Service Example', url: 'https://example.com', topic: { code: '12345' } },
  links: [
    { label: 'Google', url: 'https://google.com', type: 'absolute' },
    { label: 'Github', url: 'https://github.com', type: 'absolute' },
    {
      label: 'SMART Example App',
      url: 'https://smart.example.com/launch',
      type: 'smart',
      appContext: '{"session":3456356}',
    },
  ],
};

describe('a CDS service answer', () => {
  it('reads cards with their links and the system actions', () => {
    const answer = readServiceAnswer({
      cards: [card],
      systemActions: [
        { type: 'update', description: 'x', resource: { resourceType: 'DeviceRequest', id: 'd1' } },
      ],
    });
    expect(answer?.cards[0]).toEqual({
      summary: 'Example Card',
      indicator: 'info',
      detail: 'This is an example card.',
      source: { label: 'Static CDS Service Example', url: 'https://example.com' },
      links: [
        { label: 'Google', url: 'https://google.com', type: 'absolute', appContext: null },
        { label: 'Github', url: 'https://github.com', type: 'absolute', appContext: null },
        {
          label: 'SMART Example App',
          url: 'https://smart.example.com/launch',
          type: 'smart',
          appContext: '{"session":3456356}',
        },
      ],
    });
    expect(answer?.systemActions).toEqual([
      { type: 'update', resource: { resourceType: 'DeviceRequest', id: 'd1' } },
    ]);
  });

  it('reads an empty answer as no cards', () => {
    expect(readServiceAnswer({ cards: [] })).toEqual({ cards: [], systemActions: [] });
  });

  it.each([
    ['no cards array', {}],
    ['a card without summary', { cards: [{ ...card, summary: '' }] }],
    ['an unknown indicator', { cards: [{ ...card, indicator: 'hard-stop' }] }],
    ['a card without source label', { cards: [{ ...card, source: { url: 'https://example.com' } }] }],
  ])('refuses %s', (_case, body) => {
    expect(readServiceAnswer(body)).toBeNull();
  });

  it('drops a link missing its url or type', () => {
    const answer = readServiceAnswer({
      cards: [
        {
          ...card,
          links: [
            { label: 'x', type: 'smart' },
            { label: 'y', url: 'https://y', type: 'other' },
          ],
        },
      ],
    });
    expect(answer?.cards[0]?.links).toEqual([]);
  });
});
