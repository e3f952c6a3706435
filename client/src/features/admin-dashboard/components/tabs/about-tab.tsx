import { decodeTimeline } from '@contract/about';
import { useQuery } from '@tanstack/react-query';
import { ADMIN_LOAD_FAILURES, adminQueries } from '../../api';
import { EmptyState, QueryStates, TabHeading } from '../list-states';

/** What the about page currently says; the editor comes with the admin issue. */
export function AboutTab() {
  const about = useQuery(adminQueries.about());
  return (
    <section>
      <TabHeading title="About Page" />
      <QueryStates query={about} loadingText="Loading about page..." failedText={ADMIN_LOAD_FAILURES.about}>
        {(page) =>
          page === null ? (
            <EmptyState
              title="No about page saved yet"
              hint="The site shows its built-in about text until one is saved."
            />
          ) : (
            <div className="grid gap-4 rounded-lg border border-border bg-surface p-4 sm:p-5">
              <h3 className="font-display text-xl font-semibold">{page.title}</h3>
              <div className="grid gap-2 text-sm">
                {page.paragraphs.map((paragraph, index) => (
                  <p key={index} className="line-clamp-3 text-muted">
                    {paragraph}
                  </p>
                ))}
              </div>
              <TimelineSummary wire={page.timelineItems} />
              {page.ctaLabel ? (
                <p className="text-sm">
                  Call to action: <strong>{page.ctaLabel}</strong> →{' '}
                  <code className="text-xs">{page.ctaHref}</code>
                </p>
              ) : null}
            </div>
          )
        }
      </QueryStates>
    </section>
  );
}

function TimelineSummary({ wire }: { wire: string[] }) {
  let items: ReturnType<typeof decodeTimeline> = [];
  try {
    items = decodeTimeline(wire);
  } catch {
    // Malformed timeline text: show none rather than break the tab.
  }
  if (items.length === 0) return null;
  return (
    <div className="grid gap-2">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">Our Journey</p>
      <ol className="grid gap-1 text-sm">
        {items.map((item, index) => (
          <li key={index}>
            <span className="font-medium">{item.title}</span>{' '}
            <span className="text-muted">— {item.body}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}
