import { Button, ConfigProvider, Result } from 'antd';
import { shopTheme } from '@shop/ui';

/** Shown when the shop cannot start at all (its /config.json is missing or broken). */
export function StartupError() {
  return (
    <ConfigProvider theme={shopTheme}>
      <Result
        status="error"
        title="The shop could not start."
        subTitle="Its configuration could not be loaded. Check your connection and try again."
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </ConfigProvider>
  );
}
