/**
 * The mark beside a choice of the next game that differs from the game on the board ("changed"),
 * so that nobody takes it for a rule of the game being played; nothing when `text` is null. It is
 * part of the label, so a screen reader hears it with the choice's name.
 */
export function PendingMark({ text }: { text: string | null | undefined }) {
  if (text === null || text === undefined) return null;
  return (
    <>
      {' '}
      <span className="pending-mark">{text}</span>
    </>
  );
}
