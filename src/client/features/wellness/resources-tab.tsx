import { BookOpen, Clock } from 'lucide-react';
import { useState } from 'react';
import { EDUCATION_ARTICLES, type EducationArticle } from '@core/education-articles';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Dialog } from '@client/components/ui/dialog';

function ArticleBody({ article }: { article: EducationArticle }) {
  return (
    <article className="flex flex-col gap-5" data-testid="article-body">
      {article.sections.map((section) => (
        <section key={section.heading} className="flex flex-col gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{section.heading}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="text-slate-700">
              {paragraph}
            </p>
          ))}
          {section.points ? (
            <ul className="ml-5 flex list-disc flex-col gap-1 text-slate-700">
              {section.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="border-t border-slate-200 pt-4 text-sm text-slate-600">
        This article is general information, not medical advice. Talk to your clinician about what
        is right for you.
      </p>
    </article>
  );
}

/**
 * The four education articles (spec section 2). This module is its own chunk, loaded the
 * first time the Resources tab opens, so the articles' text does not slow the exercises.
 */
export function ResourcesTab() {
  const [open, setOpen] = useState<EducationArticle | null>(null);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 className="flex items-center gap-2 text-xl font-semibold text-slate-900">
          <BookOpen aria-hidden="true" className="size-6 text-primary" />
          Learn about pain
        </h2>
        <p className="text-slate-700">
          Understanding how pain works is part of managing it. Read at your own pace.
        </p>
      </div>
      <ul className="grid gap-4 md:grid-cols-2">
        {EDUCATION_ARTICLES.map((article) => {
          const headingId = `article-${article.id}`;
          return (
            <li key={article.id} className="flex">
              <Card
                role="group"
                aria-labelledby={headingId}
                data-testid="article-card"
                className="flex w-full flex-col gap-3 p-5"
              >
                <h3 id={headingId} className="text-lg font-semibold text-slate-900">
                  {article.title}
                </h3>
                <p className="inline-flex items-center gap-1.5 text-sm font-medium text-slate-700">
                  <Clock aria-hidden="true" className="size-4 text-primary" />
                  {article.readMinutes} min read
                </p>
                <p className="text-slate-700">{article.summary}</p>
                <Button
                  variant="outline"
                  onClick={() => setOpen(article)}
                  aria-label={`Read article: ${article.title}`}
                  className="mt-auto w-full sm:w-auto sm:self-start"
                >
                  Read article
                </Button>
              </Card>
            </li>
          );
        })}
      </ul>
      <Dialog
        open={open !== null}
        onOpenChange={(next) => !next && setOpen(null)}
        title={open?.title ?? ''}
        description={open ? `${open.readMinutes} min read` : undefined}
        className="sm:max-w-2xl"
      >
        {open ? <ArticleBody article={open} /> : null}
      </Dialog>
    </div>
  );
}
