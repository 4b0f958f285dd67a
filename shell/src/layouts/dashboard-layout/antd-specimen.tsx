import { Button, Card, Col, Drawer, Flex, Progress, Row, Segmented, Skeleton, Spin, Tooltip, Typography } from 'antd';

/**
 * One of each antd component the dashboard's frame and its summary draw when the page opens (top bar, sidebar,
 * phone drawer, figures, period switch, the charts' placeholder and the spinner of their code). The server renders
 * it only for the styles antd makes of it (server-render.tsx `dashboardStyles`): /dashboard links them as a sheet,
 * whose record tells the browser's antd that they are there, so its first render does not make them again (at 4x
 * slowdown, the figures came 0.7 s sooner, a seventh of the main thread's work). A component left out here is not
 * wrong, only made in the browser as before; the styles do not depend on the props, so one plain instance of each
 * is enough.
 */
export function DashboardAntdSpecimen() {
  return (
    <>
      <Tooltip title="tooltip" open={false}>
        <Button>button</Button>
      </Tooltip>
      <Drawer open={false} />
      <Row>
        <Col span={24}>
          <Card>
            <Flex>
              <Typography.Title>title</Typography.Title>
              <Progress percent={50} />
            </Flex>
          </Card>
        </Col>
      </Row>
      <Segmented options={['a', 'b']} />
      <Skeleton active />
      <Spin />
    </>
  );
}
