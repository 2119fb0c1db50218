import { ChevronRight } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

const LINKS = [
  { href: '/privacy', label: 'Privacy Policy' },
  { href: '/terms', label: 'Terms of Service' },
  { href: '/support', label: 'Support' },
];

export function LegalCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Legal and Privacy</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-slate-100">
          {LINKS.map((link) => (
            <li key={link.href}>
              <Link
                href={link.href}
                className="flex min-h-11 items-center justify-between gap-3 rounded-lg py-2 text-base font-medium text-primary underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-primary focus-visible:outline-none"
              >
                {link.label}
                <ChevronRight aria-hidden="true" className="size-5 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
