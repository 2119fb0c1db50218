import { Plus, Watch } from 'lucide-react';
import { EmptyState } from '@client/components/analysis/empty-state';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';

/** The Devices tab before any device: the three ways readings can reach Cairn. */
export function NoDevices({ onAdd }: { onAdd(): void }) {
  return (
    <Card>
      <CardContent className="p-5 pt-5">
        <EmptyState icon={Watch} title="No devices yet" testId="devices-empty">
          <div className="flex flex-col items-center gap-3">
            <p>
              A web page cannot talk to a watch directly, so readings reach Cairn one of three ways:
            </p>
            <ul className="flex list-disc flex-col gap-1 pl-5 text-left">
              <li>an export from the Health app on an iPhone (Apple Watch and other devices),</li>
              <li>a CSV file from another device&apos;s app,</li>
              <li>or a device or automation that sends its readings itself.</li>
            </ul>
            <Button onClick={onAdd}>
              <Plus aria-hidden="true" className="size-5" />
              Add Device
            </Button>
          </div>
        </EmptyState>
      </CardContent>
    </Card>
  );
}
