import type { EditionNumber } from '@contract/editions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderApp, sentBody, serveApi } from '@/test/render-app';
import { EditionRegister } from './edition-register';

const number = (n: number, values: Partial<EditionNumber> = {}): EditionNumber => ({
  size: '450',
  number: n,
  state: 'available',
  collectorName: null,
  collectorEmail: null,
  soldOn: null,
  price: null,
  note: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...values,
});

const PUT = 'PUT /api/admin/sculptures/7/editions/450/2';

describe('the edition register', () => {
  it('keeps what was typed when a sale is refused, and says Saving... while it goes', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetchMock = serveApi({
      [PUT]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderApp(
      <EditionRegister
        sculptureId={7}
        size="450"
        numbers={[number(1, { state: 'sold', collectorName: 'Ada Lovelace' }), number(2)]}
      />,
    );
    expect(screen.getByRole('button', { name: 'No. 1: sold to Ada Lovelace' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'No. 2: available' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Sold/ }));
    fireEvent.change(screen.getByLabelText(/Collector's name/), { target: { value: 'Grace Hopper' } });
    fireEvent.change(screen.getByLabelText(/Collector's email/), { target: { value: 'grace@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const saving = await screen.findByRole('button', { name: 'Saving...' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(sentBody(fetchMock, 0)).toMatchObject({ state: 'sold', collectorName: 'Grace Hopper' });

    answer(jsonResponse({ message: 'Hero Kid has no 54 inch no. 2: its edition is smaller' }, 404));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy());
    expect((screen.getByLabelText(/Collector's name/) as HTMLInputElement).value).toBe('Grace Hopper');
    expect(await screen.findByText('Hero Kid has no 54 inch no. 2: its edition is smaller')).toBeTruthy();
  });

  it('asks before a change that removes the collector', async () => {
    serveApi({ 'PUT /api/admin/sculptures/7/editions/450/1': async () => jsonResponse(number(1)) });
    renderApp(
      <EditionRegister
        sculptureId={7}
        size="450"
        numbers={[
          number(1, {
            state: 'sold',
            collectorName: 'Ada Lovelace',
            collectorEmail: 'ada@example.com',
            soldOn: '2026-11-20',
          }),
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'No. 1: sold to Ada Lovelace' }));
    fireEvent.click(await screen.findByRole('radio', { name: /Available/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Remove the collector of 54 inch no. 1?')).toBeTruthy();
  });
});
