/** A refusal said inside a dialog, where a toast would not be read out. */
export function FailureNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="rounded-xl bg-red-50 p-3 font-semibold text-red-800">
      {message}
    </p>
  );
}
