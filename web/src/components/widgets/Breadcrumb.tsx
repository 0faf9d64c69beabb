import { ChevronRight } from 'lucide-react';
import type { BreadcrumbItem } from '../../seo/jsonld';
import Container from '../ui/Container';

/** Visible trail matching the page's BreadcrumbList JSON-LD; the last item is the current page. */
/** `label`: the trail's accessible name, from the layout. */
export default function Breadcrumb({ items, label }: { items: readonly BreadcrumbItem[]; label: string }) {
  return (
    <nav aria-label={label} className="border-b border-slate-200 bg-slate-50">
      <Container>
        <ol className="flex flex-wrap items-center gap-x-1 text-sm text-muted">
          {items.map((item, index) => {
            const isCurrent = index === items.length - 1;
            return (
              <li key={`${index}-${item.name}`} className="inline-flex items-center gap-1">
                {index > 0 && <ChevronRight aria-hidden="true" className="size-4 shrink-0" />}
                {item.url ? (
                  <a
                    href={item.url}
                    aria-current={isCurrent ? 'page' : undefined}
                    className="inline-flex min-h-11 items-center hover:text-brand-800 hover:underline"
                  >
                    {item.name}
                  </a>
                ) : (
                  <span aria-current={isCurrent ? 'page' : undefined} className="inline-flex min-h-11 items-center">
                    {item.name}
                  </span>
                )}
              </li>
            );
          })}
        </ol>
      </Container>
    </nav>
  );
}
