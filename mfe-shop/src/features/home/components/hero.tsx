import { CheckCircleFilled } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import heroGadgets from '../assets/hero-gadgets.svg';
import './home.css';

/** The shop's promises (spec §1, §2). */
export const PROMISES = [
  'Pay on delivery',
  'Free delivery when you order any two products',
  '100% original products',
  'Full resolution of any problem',
  'Delivered within 72 hours',
];

export function Hero() {
  return (
    <section className="hero">
      <div className="hero__text">
        <p className="hero__kicker" lang="bn">
          অরিজিনাল পণ্য, দ্রুত ডেলিভারি
        </p>
        <h1 className="hero__title">Gadgets and parts you can trust, at your door in 72 hours</h1>
        <ul className="hero__promises">
          {PROMISES.map((promise) => (
            <li key={promise}>
              <CheckCircleFilled /> {promise}
            </li>
          ))}
        </ul>
        <Link to="/shops">
          <Button type="primary" size="large" className="hero__cta">
            Find it now
          </Button>
        </Link>
      </div>
      <img className="hero__art" src={heroGadgets} alt="" width={420} height={360} />
    </section>
  );
}
