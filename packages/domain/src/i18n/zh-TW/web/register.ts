import type { WebRegisterTexts } from '../../types.ts';

export const register: WebRegisterTexts = {
  register: {
    routeRegister: '免費試用',
    routeResult: '註冊結果',
    routeAlteration: '找回密碼',
    title: '免費試用註冊',
    subtitle: '填寫公司資訊，立即開通試用',
    companyName: '公司名稱',
    companyNamePlaceholder: '請輸入完整的公司名稱',
    inputCompanyName: '請輸入完整的公司名稱',
    realname: '您的姓名',
    realnamePlaceholder: '選填',
    password: '登入密碼',
    passwordPlaceholder: '選填，也可用手機驗證碼登入',
    passwordTooShort: '密碼至少 {{min}} 位',
    submit: '立即註冊',
    failed: '操作失敗',
    haveAccount: '已有帳號？去登入',
    resultTitle: '註冊成功',
    resultText: '{{company}} 已開通免費試用',
    resultAccount: '登入帳號：{{account}}（您的手機號）',
    enter: '進入系統',
    resultMissing: '註冊已完成，請使用手機號登入',
    toLogin: '返回登入',
    alterationTitle: '找回密碼',
    alterationSubtitle: '透過手機驗證碼設定新密碼',
    newPassword: '新密碼',
    confirmPassword: '確認新密碼',
    passwordMismatch: '兩次輸入的密碼不一致',
    alterationSubmit: '重設密碼',
  },
  legal: {
    agreementTitle: '使用者協議',
    agreementBody:
      '歡迎使用行動 CRM（以下簡稱「本服務」）。本協議是您與本服務提供方之間關於使用本服務的約定。登入或註冊即表示您已閱讀並同意本協議。\n一、帳號。您的帳號由您所在企業的管理員開通，或由您註冊試用時建立。請妥善保管帳號和密碼，不要轉借他人；透過您的帳號進行的操作視為您本人的操作。發現帳號遭盜用時，請立即修改密碼並通知管理員。\n二、使用規範。您應當遵守法律法規和所在企業的管理規定，不得利用本服務發布違法資訊、侵犯他人權益、大量擷取他人資料或干擾本服務的正常運作。\n三、資料歸屬。您和您所在企業在本服務中輸入的客戶、商機、訂單等業務資料歸企業所有；本服務僅為提供服務而處理這些資料。\n四、服務變更與中止。我們可能為改進服務而更新功能。企業帳號停用或到期後，相關帳號將無法登入，資料依與企業的約定保留或刪除。\n五、其他。本協議適用中華人民共和國法律。如有疑問，請透過「我的 - 聯絡客服」與我們聯絡。',
    privacyTitle: '隱私權政策',
    privacyBody:
      '我們重視您的個人資料保護。本政策說明本服務如何蒐集、使用、儲存和保護您的個人資料，以及您享有的權利。\n一、我們蒐集的資料：帳號資料（帳號、姓名、手機號碼、電子郵件、頭像）；您在使用中輸入的業務資料；登入和操作紀錄（時間、IP 位址、裝置類型），用於安全防護；在您簽到或使用地圖功能時，經您授權取得的位置資訊。\n二、資料的使用：用於登入驗證、提供和改進本服務、傳送驗證碼和業務通知、保障帳號與資料安全。我們不會將您的個人資料用於與上述目的無關的用途。\n三、資料的分享：除傳送簡訊或電子郵件驗證碼所需的服務商、法律法規要求或您的明確同意外，我們不會向第三方提供您的個人資料。\n四、儲存與保護：資料儲存在中華人民共和國境內的伺服器上，密碼僅以不可逆的方式保存，傳輸過程加密。\n五、您的權利：您可以在「我的 - 個人資料」中查閱和更正個人資料，在「我的 - 修改密碼」中修改密碼；如需刪除帳號或撤回同意，請聯絡您所在企業的管理員或客服。',
    close: '關閉',
  },
};
