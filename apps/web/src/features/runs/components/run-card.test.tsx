import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { testRun } from '@/testing/run-fixtures';
import { stockImageFor, stockImages } from '../utils/run-image';
import { RunCard } from './run-card';

const image = (card: HTMLElement) => {
  const img = card.querySelector('img');
  if (!img) throw new Error('the card has no image');
  return img;
};

describe('RunCard', () => {
  it('shows what the spec lists and links to the run', () => {
    renderWithProviders(<RunCard run={testRun()} />);
    const card = screen.getByRole('article', { name: 'Saturday Sunrise 5K' });
    expect(card).toHaveAttribute('data-testid', 'run-card');
    expect(within(card).getByRole('link', { name: 'Saturday Sunrise 5K' })).toHaveAttribute(
      'href',
      '/runs/7',
    );
    expect(card).toHaveTextContent('Hosted by Café Corre');
    expect(card).toHaveTextContent('Sat, May 18');
    expect(card).toHaveTextContent('07:30');
    expect(card).toHaveTextContent('5 km');
    expect(card).toHaveTextContent('5:30 min/km');
    expect(card).toHaveTextContent('Puerta de Alcalá, Madrid');
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    const tags = within(card).getByRole('list', { name: 'Tags' });
    expect(
      within(tags)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['social', 'coffee']);
    expect(within(card).getByText('Spots Left').nextElementSibling).toHaveTextContent('12');
    expect(within(card).getByText('CC')).toBeInTheDocument(); // host initials
    expect(within(card).queryByRole('button', { name: 'Join Run' })).not.toBeInTheDocument();
  });

  it("names the run's zone beside its time to a viewer elsewhere, and only then", () => {
    const viewerZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const otherZone = viewerZone === 'Asia/Tokyo' ? 'America/New_York' : 'Asia/Tokyo';
    const { unmount } = renderWithProviders(<RunCard run={testRun({ timezone: otherZone })} />);
    expect(screen.getByText('07:30')).toHaveTextContent(
      `07:30${otherZone.split('/')[1]?.replace('_', ' ')} time`,
    );
    unmount();
    renderWithProviders(<RunCard run={testRun({ timezone: viewerZone })} />);
    expect(screen.getByText('07:30')).toHaveTextContent(/^07:30$/);
  });

  it("says 'Unlimited' when the run has no maximum", () => {
    renderWithProviders(<RunCard run={testRun({ maxParticipants: null })} />);
    expect(screen.getByText('Spots Left').nextElementSibling).toHaveTextContent('Unlimited');
  });

  it('says a full run is full and how to get in, never fewer than 0 spots', () => {
    renderWithProviders(<RunCard run={testRun({ maxParticipants: 10, currentParticipants: 12 })} />);
    expect(screen.queryByText('Spots Left')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).toHaveTextContent('Full — join the waitlist');
  });

  it('shows no spots left on a run that has started', () => {
    renderWithProviders(
      <RunCard
        run={testRun({ startsAt: '2020-01-01T08:00:00.000Z', date: '2020-01-01', maxParticipants: 10 })}
      />,
    );
    expect(screen.queryByText('Spots Left')).not.toBeInTheDocument();
    expect(screen.getByRole('article')).not.toHaveTextContent(/Full|Unlimited/);
  });

  it('labels each pace category', () => {
    renderWithProviders(
      <>
        <RunCard run={testRun({ id: 1, paceCategory: 'beginner' })} />
        <RunCard run={testRun({ id: 2, paceCategory: 'advanced' })} />
      </>,
    );
    expect(screen.getByText('Beginner')).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument();
  });

  it("uses the run's own image and falls back to a stock image when it fails to load", () => {
    renderWithProviders(<RunCard run={testRun({ imageUrl: '/files/events/event-7.webp' })} />);
    const img = image(screen.getByTestId('run-card'));
    expect(img).toHaveAttribute('src', '/files/events/event-7.webp');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', stockImageFor(7));
    expect(stockImages).toContain(img.getAttribute('src'));
  });

  it('uses a stock image, the same one for the same run, when the run has no usable image', () => {
    renderWithProviders(
      <>
        <RunCard run={testRun({ id: 3, imageUrl: 'events/event-3.jpg' })} />
        <RunCard run={testRun({ id: 3, imageUrl: null })} />
      </>,
    );
    const [first, second] = screen.getAllByTestId('run-card').map(image);
    expect(first?.getAttribute('src')).toBe(stockImageFor(3));
    expect(second?.getAttribute('src')).toBe(stockImageFor(3));
  });

  it('reserves the picture box (4:3) and loads it lazily unless it is a priority card', () => {
    renderWithProviders(
      <>
        <RunCard run={testRun({ id: 1 })} />
        <RunCard run={testRun({ id: 2 })} priority />
      </>,
    );
    const [lazy, eager] = screen.getAllByTestId('run-card').map(image);
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('width', '800');
    expect(lazy).toHaveAttribute('height', '600');
    expect(eager).toHaveAttribute('loading', 'eager');
  });

  it("compact: a 3:4 picture and a 'Join Run' button that opens the run", async () => {
    renderWithProviders(<RunCard run={testRun()} variant="compact" />);
    const img = image(screen.getByTestId('run-card'));
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '800');
    await userEvent.click(screen.getByRole('button', { name: 'Join Run' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/runs/7');
  });
});
