export type BadgeOption = { id: string; name: string };

export function BadgeSelect({ id, badges }: { id: string; badges: BadgeOption[] }) {
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium">
        Badge
      </label>
      <select
        id={id}
        name="badgeId"
        defaultValue=""
        className="min-h-11 w-full rounded-lg border border-line bg-surface px-2"
      >
        <option value="">Scegli un badge</option>
        {badges.map((badge) => (
          <option key={badge.id} value={badge.id}>
            {badge.name}
          </option>
        ))}
      </select>
    </div>
  );
}
