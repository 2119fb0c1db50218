import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';

export function AboutCard() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>About</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-1 text-slate-700">
        <p className="text-base font-semibold text-slate-900">Cairn</p>
        <p>Professional Pain Management</p>
        <p>Version 1.0.0</p>
      </CardContent>
    </Card>
  );
}
