import { FlaskConical, Plus } from 'lucide-react';
import { useState } from 'react';
import { useAdminResearchStudies } from '@client/api/admin/research-get-studies';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { LoadError } from '@client/components/ui/load-error';
import { Skeleton } from '@client/components/ui/skeleton';
import { StudyCard } from './study-card';
import { StudyDialog } from './study-dialog';

/** Which form is open: a new study, or the study with this id. */
type Editing = { kind: 'new' } | { kind: 'edit'; id: string } | null;

/** The Admin Dashboard's Research Studies tab: create, edit, move and download studies. */
export function ResearchTab({ timeZone }: { timeZone: string }) {
  const studies = useAdminResearchStudies();
  const [editing, setEditing] = useState<Editing>(null);
  // The id, not the object: after a save the list holds fresh copies.
  const editStudy =
    editing?.kind === 'edit'
      ? (studies.data?.find((study) => study.id === editing.id) ?? null)
      : null;

  const newButton = (
    <Button onClick={() => setEditing({ kind: 'new' })}>
      <Plus aria-hidden="true" className="size-5" />
      New study
    </Button>
  );

  let body;
  let headerButton = false;
  if (studies.isPending) {
    body = (
      <div role="status" aria-label="Loading research studies" className="flex flex-col gap-3">
        <Skeleton className="h-56 rounded-2xl" />
        <Skeleton className="h-56 rounded-2xl" />
      </div>
    );
  } else if (studies.isError) {
    body = (
      <LoadError
        what="the research studies"
        onRetry={() => void studies.refetch()}
        retrying={studies.isFetching}
      />
    );
  } else if (studies.data.length === 0) {
    body = (
      <Card>
        <CardContent className="flex flex-col items-center gap-3 p-8 pt-8 text-center">
          <FlaskConical aria-hidden="true" className="size-10 text-slate-400" />
          <p className="text-lg text-slate-700">No studies yet</p>
          {newButton}
        </CardContent>
      </Card>
    );
  } else {
    headerButton = true;
    body = (
      <ul aria-label="Research studies" className="flex flex-col gap-4">
        {studies.data.map((study) => (
          <li key={study.id}>
            <StudyCard
              study={study}
              timeZone={timeZone}
              onEdit={(s) => setEditing({ kind: 'edit', id: s.id })}
            />
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section aria-labelledby="admin-research-heading" className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="admin-research-heading" className="text-lg font-semibold text-slate-900">
            Research Studies
          </h2>
          <p className="text-sm text-slate-600">
            Studies participants can join from Clinical Research, with their enrolment and data.
          </p>
        </div>
        {headerButton ? newButton : null}
      </div>
      {body}
      {editing?.kind === 'new' ? (
        <StudyDialog study={null} onClose={() => setEditing(null)} />
      ) : editStudy && editStudy.phase !== 'completed' ? (
        <StudyDialog key={editStudy.id} study={editStudy} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
