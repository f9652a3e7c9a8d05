// A form's own message (not a field's): why nothing was saved, or that someone else saved first.

export function FormAlert({ message, testId = "form-alert" }: { message: string | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="rounded border border-red-700 bg-red-50 p-3 text-sm font-medium text-red-800"
      data-testid={testId}
    >
      {message}
    </p>
  );
}
