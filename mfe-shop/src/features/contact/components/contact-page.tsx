import { ComingSoon } from '../../../components/coming-soon';

export function ContactPage() {
  return (
    <ComingSoon title="Contact Us">
      Our contact form is on its way. We answer complaints within 24 hours.
    </ComingSoon>
  );
}
