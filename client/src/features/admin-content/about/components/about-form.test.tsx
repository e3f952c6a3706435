import type { About } from '@contract/about';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fetchCall, renderWithClient, stubFetchAnswer } from '@/test/render-with-client';
import { AboutForm } from './about-form';

const about: About = {
  id: 3,
  title: 'About',
  paragraphs: ['Only paragraph.'],
  timelineItems: ['[{"title":"1989","body":"A first cast."}]'],
  ctaLabel: null,
  ctaHref: null,
};

const removeButtons = (name: RegExp) => screen.queryAllByRole('button', { name });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save About Page' }));

describe('AboutForm', () => {
  it('counts the title and each paragraph near their limits, as the site settings do', () => {
    renderWithClient(<AboutForm about={about} />);
    expect(screen.queryByText(/characters/)).toBeNull();
    fireEvent.change(screen.getByLabelText(/^Page Title/), { target: { value: 'x'.repeat(180) } });
    expect(screen.getByText('180 / 200 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: 'y'.repeat(20_001) } });
    expect(screen.getByText('20,001 / 20,000 characters (over the limit)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Description'), { target: { value: 'z'.repeat(1_900) } });
    expect(screen.getByText('1,900 / 2,000 characters')).toBeTruthy();
  });

  it('counts the call-to-action label and link near their limits too', () => {
    renderWithClient(<AboutForm about={about} />);
    fireEvent.change(screen.getByLabelText('Call-to-Action Label'), { target: { value: 'x'.repeat(170) } });
    expect(screen.getByText('170 / 200 characters')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Call-to-Action Link'), {
      target: { value: `/${'y'.repeat(200)}` },
    });
    expect(screen.getByText('201 / 200 characters (over the limit)')).toBeTruthy();
  });

  it('removes paragraphs and timeline items only while more than one remains', async () => {
    renderWithClient(<AboutForm about={about} />);
    expect(removeButtons(/^Remove paragraph/)).toHaveLength(0);
    expect(removeButtons(/^Remove timeline item/)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Add Paragraph' }));
    expect(removeButtons(/^Remove paragraph/)).toHaveLength(2);
    expect(screen.getByLabelText('Paragraph 2')).toHaveProperty('rows', 3);

    fireEvent.click(screen.getByRole('button', { name: 'Remove paragraph 1' }));
    await waitFor(() => expect(removeButtons(/^Remove paragraph/)).toHaveLength(0));
    expect(screen.getAllByRole('textbox', { name: /^Paragraph/ })).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Add Timeline Item' }));
    expect(removeButtons(/^Remove timeline item/)).toHaveLength(2);
    expect(screen.getAllByLabelText('Description')[0]).toHaveProperty('rows', 2);
  });

  it('shows the validation messages and sends nothing while a field is empty', async () => {
    const fetchMock = stubFetchAnswer(200, about);
    renderWithClient(<AboutForm about={about} />);
    fireEvent.change(screen.getByLabelText(/Page Title/), { target: { value: ' ' } });
    fireEvent.change(screen.getByLabelText('Paragraph 1'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: '' } });
    save();
    expect(await screen.findByText('Title is required')).toBeTruthy();
    expect(screen.getByText('Paragraph cannot be empty')).toBeTruthy();
    expect(screen.getByText('Timeline title is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says which links the call-to-action takes and sends nothing else', async () => {
    const fetchMock = stubFetchAnswer(200, about);
    renderWithClient(<AboutForm about={about} />);
    fireEvent.change(screen.getByLabelText(/Call-to-Action Link/), {
      target: { value: 'javascript:alert(1)' },
    });
    save();
    expect(
      await screen.findByText(
        'Link must be a site path such as /collection, an http(s):// address or mailto:',
      ),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('PUTs the existing record with the timeline encoded for the wire', async () => {
    const fetchMock = stubFetchAnswer(200, about);
    renderWithClient(<AboutForm about={about} />);
    fireEvent.change(screen.getByLabelText(/Page Title/), { target: { value: 'Our studio' } });
    save();
    expect(await screen.findByText('About page saved successfully')).toBeTruthy();
    const call = fetchCall(fetchMock);
    expect(call.method).toBe('PUT');
    expect(call.url).toBe('/api/admin/about/3');
    expect(call.body).toEqual({
      title: 'Our studio',
      paragraphs: ['Only paragraph.'],
      timelineItems: ['[{"title":"1989","body":"A first cast."}]'],
      ctaLabel: null,
      ctaHref: null,
    });
  });

  it('POSTs when no record exists yet', async () => {
    const fetchMock = stubFetchAnswer(201, { ...about, id: 1 });
    renderWithClient(<AboutForm about={null} />);
    save();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchCall(fetchMock)).toMatchObject({ method: 'POST', url: '/api/admin/about' });
  });

  it('keeps what was typed when the save fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetchAnswer(500, { message: 'Internal Server Error' });
    renderWithClient(<AboutForm about={about} />);
    fireEvent.change(screen.getByLabelText(/Page Title/), { target: { value: 'Typed title' } });
    save();
    const toast = await screen.findByText('Failed to save about page');
    expect(within(toast.closest('li') ?? document.body).getByText('Error')).toBeTruthy();
    expect(screen.getByLabelText(/Page Title/)).toHaveProperty('value', 'Typed title');
    expect(screen.getByRole('button', { name: 'Save About Page' })).toHaveProperty('disabled', false);
  });
});
