import { Compass } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { PageTitle } from '@client/components/ui/page-title';

export function NotFoundPage() {
  return (
    <Card className="mx-auto max-w-xl">
      <CardContent className="flex flex-col items-start gap-4 p-6 pt-6">
        <Compass aria-hidden="true" className="size-10 text-primary" />
        <PageTitle title="404 Page Not Found" documentTitle="Page not found" />
        <p className="-mt-4 text-lg text-slate-700">
          There is no page at this address. It may have moved, or the link may be mistyped.
        </p>
        <Link href="/" className={buttonVariants()}>
          Back to the dashboard
        </Link>
      </CardContent>
    </Card>
  );
}
