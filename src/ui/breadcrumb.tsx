// spec part 2 §2.5: the breadcrumb bar: home icon, heading, subheading, optional logo.
import type { ReactNode } from 'react';
import { Flex, Heading, Text } from '@radix-ui/themes';
import { ChevronRightIcon, HomeIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';

export interface BreadcrumbStep {
  readonly label: string;
  readonly href?: string;
}

export interface BreadcrumbProps {
  heading: string;
  subheading?: string;
  logo?: ReactNode;
  homeHref: string;
  homeLabel: string;
  /** name of the breadcrumb navigation landmark */
  navLabel: string;
  /** the pages above this one, outermost first */
  trail?: readonly BreadcrumbStep[];
  /** controls at the end of the heading row (the help button) */
  actions?: ReactNode;
}

export function Breadcrumb({ heading, subheading, logo, homeHref, homeLabel, navLabel, trail = [], actions }: BreadcrumbProps) {
  return (
    <Flex direction="column" gap="2" className="breadcrumb-bar">
      <nav aria-label={navLabel}>
        <ol className="breadcrumb-trail">
          <li>
            <Link to={homeHref} className="breadcrumb-home" aria-label={homeLabel}>
              <HomeIcon aria-hidden />
            </Link>
          </li>
          {trail.map((step) => (
            <li key={step.label}>
              <ChevronRightIcon aria-hidden className="breadcrumb-separator" />
              {step.href ? <Link to={step.href}>{step.label}</Link> : <span>{step.label}</span>}
            </li>
          ))}
          <li aria-current="page">
            <ChevronRightIcon aria-hidden className="breadcrumb-separator" />
            <span>{heading}</span>
          </li>
        </ol>
      </nav>
      <Flex align="center" gap="3">
        {logo ? <span className="breadcrumb-logo">{logo}</span> : null}
        <div style={{ flex: 1 }}>
          <Heading as="h1" size="6">
            {heading}
          </Heading>
          {subheading ? (
            <Text as="p" size="2" color="gray">
              {subheading}
            </Text>
          ) : null}
        </div>
        {actions}
      </Flex>
    </Flex>
  );
}
