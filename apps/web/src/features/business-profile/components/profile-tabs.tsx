import type { ReactNode } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';

export interface ProfileTab {
  value: string;
  label: string;
  content: ReactNode;
}

/** A profile's sections as tabs; each panel opens with a heading (hidden: the tab shows it) for navigation. */
export function ProfileTabs({
  label,
  tabs,
  defaultValue,
}: {
  label: string;
  tabs: ProfileTab[];
  defaultValue: string;
}) {
  return (
    <Tabs defaultValue={defaultValue} className="flex flex-col gap-5">
      <TabsList aria-label={label}>
        {tabs.map((tab) => (
          // Three labels share a 320 px screen: they wrap between their words (TabsList) rather than overflow.
          <TabsTrigger key={tab.value} value={tab.value}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {tabs.map((tab) => (
        <TabsContent key={tab.value} value={tab.value}>
          <h2 className="sr-only">{tab.label}</h2>
          {tab.content}
        </TabsContent>
      ))}
    </Tabs>
  );
}
