import { ArrowRight } from '@/components/icons/arrow-right';
import { Container } from '@/components/layout/page-header';
import { Button } from '@/components/ui/button';
import { Link } from '@/components/ui/link';
import { HOME_COPY } from '@/config/copy/home';
import { paths } from '@/config/paths';

export function ClosingCta() {
  return (
    <section aria-labelledby="closing-cta-title" className="py-20 sm:py-28">
      <Container>
        <div className="bg-grid relative isolate grid justify-items-center gap-6 overflow-hidden rounded-[var(--radius-frame)] border border-border px-6 py-16 text-center sm:py-20">
          <div
            aria-hidden
            className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_50%_120%,rgb(255_217_0/0.14),transparent_60%)]"
          />
          <h2
            id="closing-cta-title"
            className="text-chrome max-w-2xl font-display text-3xl leading-tight font-bold tracking-tight sm:text-5xl"
          >
            {HOME_COPY.closingTitle}
          </h2>
          <p className="max-w-lg text-muted">{HOME_COPY.closingText}</p>
          <Button asChild size="lg">
            <Link to={paths.contact}>
              {HOME_COPY.closingCta}
              <ArrowRight aria-hidden />
            </Link>
          </Button>
        </div>
      </Container>
    </section>
  );
}
