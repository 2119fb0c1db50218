import type { TreatmentRecommendation } from '@core/provider-portal/types';
import { useRespondToRecommendation } from '@client/api/provider-portal/respond-recommendation';
import { EmptyState } from './empty-state';
import { ProviderNotes } from './provider-notes';
import { RecommendationCard } from './recommendation-card';

export function RecommendationsTab({
  recommendations,
}: {
  recommendations: TreatmentRecommendation[];
}) {
  const respond = useRespondToRecommendation();
  const busyId = respond.isPending ? respond.variables.id : null;
  return (
    <div className="flex flex-col gap-8">
      {recommendations.length === 0 ? (
        <EmptyState title="No recommendations yet">
          <p>
            Providers with permission to recommend treatments, propose medication changes or
            follow-ups send them here. Nothing changes until you accept it.
          </p>
        </EmptyState>
      ) : (
        <ul className="grid grid-cols-1 gap-4 xl:grid-cols-2" aria-label="Recommendations">
          {recommendations.map((item) => (
            <RecommendationCard
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onAnswer={(status) => respond.mutate({ id: item.id, status })}
            />
          ))}
        </ul>
      )}
      <ProviderNotes />
    </div>
  );
}
