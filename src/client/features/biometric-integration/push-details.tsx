import { useState } from 'react';
import { exampleCurl, examplePushBody } from '@core/biometrics/push-example';
import type { ConnectResult } from '@core/biometrics/types';
import { Button } from '@client/components/ui/button';
import { CopyField } from '@client/components/ui/copy-field';

/**
 * A pushing device's token, shown this once (Cairn stores only its hash), with where to send
 * readings and a request ready to copy into whatever will send them.
 */
export function PushDetails({
  result,
  onDone,
}: {
  result: ConnectResult & { token: string; pushUrl: string };
  onDone(): void;
}) {
  // Fixed at the first render, so the example does not change under the person copying it.
  const [example] = useState(() =>
    exampleCurl(result.pushUrl, result.token, examplePushBody(result.device.dataTypes, new Date())),
  );
  return (
    <div className="flex flex-col gap-4" data-testid="push-details">
      <p role="status" className="rounded-xl bg-amber-100 p-3 text-amber-900">
        Copy the token now: it is shown only this once. Cairn keeps only a fingerprint of it; if you
        lose it, Reconnect gives a new one. The token can only add readings, never read them.
      </p>
      <CopyField label="Device token" value={result.token} />
      <CopyField label="Push URL" value={result.pushUrl} />
      <CopyField label="Example request" value={example} multiline />
      <div className="flex flex-col gap-2 text-slate-700">
        <p className="font-semibold text-slate-900">Where to put it</p>
        <ul className="flex list-disc flex-col gap-1 pl-5">
          <li>
            iPhone: in Shortcuts, add &ldquo;Get Contents of URL&rdquo; with the push URL, method
            POST, a header <code>Authorization: Bearer</code> and the token, and the JSON body of
            the example. An automation can run it every morning.
          </li>
          <li>
            Android: an automation app that sends web requests (such as HTTP Shortcuts or Tasker)
            takes the same URL, header and body.
          </li>
          <li>
            Home Assistant: a <code>rest_command</code> with the same URL, header and body, called
            by an automation when a sensor changes.
          </li>
        </ul>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>Done</Button>
      </div>
    </div>
  );
}

/** A ConnectResult that carries the one-time token (push devices). */
export function hasToken(
  result: ConnectResult,
): result is ConnectResult & { token: string; pushUrl: string } {
  return result.token !== null && result.pushUrl !== null;
}
