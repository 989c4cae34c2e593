import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { ReactNode } from 'react';

export interface ShopMailLayoutProps {
  lang: 'en' | 'bn';
  /** The line mail clients show next to the subject. */
  preview: string;
  heading: string;
  footer: string;
  children: ReactNode;
}

const fontFamily =
  "'Noto Sans Bengali', 'Segoe UI', Roboto, Helvetica, Arial, 'Nirmala UI', 'Vrinda', sans-serif";

/** The frame of every mail the shop sends: brand bar, heading, content, footer. */
export function ShopMailLayout({ lang, preview, heading, footer, children }: ShopMailLayoutProps) {
  return (
    <Html lang={lang}>
      <Head />
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: '#f4f5f7', fontFamily, margin: 0, padding: '24px 0' }}>
        <Container style={{ backgroundColor: '#ffffff', borderRadius: 8, maxWidth: 560, padding: 24 }}>
          <Text style={{ color: '#0f766e', fontSize: 18, fontWeight: 700, margin: 0 }}>TechParts BD</Text>
          <Heading as="h1" style={{ fontSize: 22, margin: '16px 0' }}>
            {heading}
          </Heading>
          <Section>{children}</Section>
          <Hr style={{ borderColor: '#e5e7eb', margin: '24px 0 12px' }} />
          <Text style={{ color: '#6b7280', fontSize: 12, margin: 0 }}>{footer}</Text>
        </Container>
      </Body>
    </Html>
  );
}
