import { Button, Result } from 'antd'
import { signOut } from '../api/session'

/** A signed-in person who holds no console role. */
export function NoAccess() {
  return (
    <Result
      status="403"
      title="无管理权限"
      subTitle="您的账号没有运营后台的角色。如需使用，请联系全局管理员为您授权；也可以换一个账号登录。"
      extra={
        <>
          <Button type="primary" href="/">
            返回门户
          </Button>
          <Button onClick={signOut}>换个账号登录</Button>
        </>
      }
    />
  )
}
