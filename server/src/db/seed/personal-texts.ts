import { CLOSURE_POLICY_TEXT } from '../../lib/personal/closure-rules'

/** The sections of the privacy policy (pages/privacyPolicy/*), versioned with 'privacy-agreement'. */
export const PRIVACY_POLICY_SECTIONS = {
  agreement: [
    '<p>本协议是您与示范大学之间关于使用移动门户服务所订立的协议。登录即表示您已阅读并同意本协议及《隐私政策》。</p>',
    '<p>您应妥善保管统一身份认证账号；不得利用本平台从事违反法律法规与校规校纪的活动。我们可能调整服务内容，并以公告形式提前告知。</p>',
  ].join(''),
  privacyGuidelines: [
    '<p>本指引概要说明我们在各项功能中如何处理您的个人信息：登录认证使用学工号与密码或手机号；消息通知使用您的账号标识；校园卡、图书借阅、邮箱与科研信息仅从学校业务系统读取并只向您本人展示。</p>',
    '<p>您可以在“我的—设置—下载我的信息”导出您的数据，也可以申请注销账号。</p>',
    CLOSURE_POLICY_TEXT,
  ].join(''),
  faceProtocol: [
    '<p>部分服务（如宿舍门禁、考试身份核验）可能需要人脸识别。人脸信息属于敏感个人信息，我们仅在您单独同意后、为完成该项服务而处理，且不会在移动门户中保存您的人脸图像。</p>',
    '<p>您可以拒绝人脸识别，并通过人工核验等方式办理相关业务。</p>',
  ].join(''),
  personalInformation: [
    { what: '学工号、姓名、身份类型、所在单位', why: '登录认证与展示个人资料', where: '登录、我的、消息中心' },
    { what: '手机号码', why: '短信验证码登录、账号安全验证', where: '短信登录、账号与安全' },
    { what: '头像', why: '在个人中心与消息中展示', where: '我的、个人信息、消息中心' },
    { what: '登录时间、方式、设备与网络地址', why: '登录记录与账号安全保护', where: '个人信息—登录记录' },
    { what: '校园卡余额与交易记录', why: '查询消费、挂失与解挂', where: '我的—校园卡' },
    { what: '图书借阅记录', why: '查询借阅与续借', where: '我的—图书' },
    { what: '意见反馈内容与图片、联系方式', why: '处理并回复您的反馈', where: '意见反馈' },
  ],
  thirdParty: [
    { name: '腾讯（微信）', purpose: '微信小程序授权登录', data: '微信 openid、昵称、头像', contact: 'https://weixin.qq.com' },
    { name: '校园一卡通服务商', purpose: '校园卡余额、交易、挂失', data: '学工号、卡号', contact: '财务处 010-12345678' },
    { name: '图书馆管理系统', purpose: '借阅查询与续借', data: '学工号、借阅记录', contact: '图书馆 010-12345679' },
  ],
  privacyProtection: [
    '<p>未满十四周岁的未成年人使用本平台前，应由监护人阅读并同意本政策。我们仅在法律允许、监护人同意或保护未成年人所必要的情况下处理其个人信息。</p>',
    '<p>如您是监护人，对所监护未成年人的信息处理有疑问，请通过“意见反馈”或 privacy@demo-university.edu.cn 联系我们。</p>',
  ].join(''),
}
