import { ComingSoon } from '../../../components/coming-soon';

export function DailyDealsPage() {
  return (
    <ComingSoon title="Today's Best Deals">
      Daily Delights is coming soon: a fresh deal on a top product every day.
    </ComingSoon>
  );
}
